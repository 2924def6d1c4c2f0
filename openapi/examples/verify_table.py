"""Check every roll of a Chronicle table against its revealed seeds: stdlib only, see "Provably fair dice" in
docs/audit.md. Usage: python3 verify_table.py BASE_URL CAMPAIGN_ID TABLE_ID TOKEN (a GM's token sees every roll).
Exit status 0 when every roll was made with the committed seeds and nonces 0, 1, 2, ... without a gap."""

import hashlib, hmac, json, sys, urllib.request  # noqa: E401, I001 (one line: a script to read at a glance)

base, campaign, table, token = sys.argv[1:5]
events, after, more = [], -1, True
while more:  # page through the table's events in stream order
    url = f"{base}/campaigns/{campaign}/events?table_id={table}&limit=1000&after={after}"
    page = json.load(urllib.request.urlopen(urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})))
    events, after, more = events + page["events"], page["next_after"], page["more"]
commits = [e["data"]["seed_commitment"] for e in events if e["type"] == "campaign.table_opened"]
epochs, bad, checked, nonce = [[]], 0, 0, 0  # rolls grouped by the seed that made them; nonces run 0, 1, 2 ...
for e in events:
    if e["type"] == "campaign.seed_revealed":
        seed = bytes.fromhex(e["data"]["seed"])
        bad += hashlib.sha256(seed).hexdigest() != commits[len(epochs) - 1]  # the seed is the one committed to
        commits.append(e["data"]["next_commitment"])
        epochs[-1] = [(seed, roll) for roll in epochs[-1]]
        epochs.append([])
    for roll in e["data"].get("rolls", []):
        bad += roll["source"] != "verifiable" or roll["nonce"] != nonce
        nonce, epochs[-1] = nonce + 1, epochs[-1] + [roll]
for seed, roll in (pair for epoch in epochs[:-1] for pair in epoch):
    faces, k, sides = [], 0, roll["sides"]
    while len(faces) < len(roll["faces"]):  # HMAC-SHA256 blocks; bytes >= 256 - 256 % sides are rejected
        msg = f"{table}:{roll['nonce']}:{roll['client_seed'] or ''}:{k}".encode()
        faces += [b % sides + 1 for b in hmac.new(seed, msg, hashlib.sha256).digest() if b < 256 - 256 % sides]
        k += 1
    checked, bad = checked + 1, bad + (faces[: len(roll["faces"])] != roll["faces"])
print(f"{checked} rolls checked, {len(epochs[-1])} awaiting a reveal, {bad} problems")
sys.exit(1 if bad else 0)
