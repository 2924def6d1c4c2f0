"""Check every roll of a Chronicle table against its revealed seeds and its single-roll proofs: stdlib only, see
"Provably fair dice" in docs/audit.md. Usage: python3 verify_table.py BASE_URL CAMPAIGN_ID TABLE_ID TOKEN (a GM's
token sees every roll). Exit status 0 when every roll was made with the committed seeds (or, proven alone, with
the roll secret committed with its seed) and nonces 0, 1, 2, ... without a gap."""

import hashlib, hmac, json, sys, urllib.request  # noqa: E401, I001 (one line: a script to read at a glance)

base, campaign, table, token = sys.argv[1:5]
events, after, more = [], -1, True
while more:  # page through the table's events in stream order
    url = f"{base}/campaigns/{campaign}/events?table_id={table}&limit=1000&after={after}"
    page = json.load(urllib.request.urlopen(urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})))
    events, after, more = events + page["events"], page["next_after"], page["more"]
opened = next(e["data"] for e in events if e["type"] == "campaign.table_opened")
commits, roots, per_roll = [opened["seed_commitment"]], [opened.get("roll_root")], bool(opened.get("roll_root"))
firsts, epochs, proofs, bad, checked, proven, nonce = [0], [[]], {}, 0, 0, 0, 0  # rolls grouped by seed epoch


def sha(*parts):
    return hashlib.sha256(b"".join(parts)).digest()


def secret_of(seed, nonce):  # a roll's own secret, at a table with per-roll commitments
    return hmac.digest(seed, f"roll:{table}:{nonce}".encode(), "sha256")


def root_of(leaves):  # Merkle root: leaf = SHA-256(0x00 || secret), node = SHA-256(0x01 || left || right)
    while len(leaves) > 1:
        leaves = [sha(b"\1", leaves[i], leaves[i + 1]) for i in range(0, len(leaves), 2)]
    return leaves[0].hex()


def faces_of(key, roll):  # HMAC-SHA256 blocks; bytes >= 256 - 256 % sides are rejected
    faces, k, sides = [], 0, roll["sides"]
    while len(faces) < len(roll["faces"]):
        msg = f"{table}:{roll['nonce']}:{roll['client_seed'] or ''}:{k}".encode()
        faces += [b % sides + 1 for b in hmac.new(key, msg, hashlib.sha256).digest() if b < 256 - 256 % sides]
        k += 1
    return faces[: len(roll["faces"])]


for e in events:
    if e["type"] == "campaign.seed_revealed":
        seed = bytes.fromhex(e["data"]["seed"])
        bad += hashlib.sha256(seed).hexdigest() != commits[len(epochs) - 1]  # the seed is the one committed to
        if per_roll:  # the seed also gives the root committed to its rolls' secrets
            capacity = opened["roll_capacity"]
            bad += root_of([sha(b"\0", secret_of(seed, firsts[-1] + i)) for i in range(capacity)]) != roots[-1]
        commits.append(e["data"]["next_commitment"])
        roots.append(e["data"].get("next_roll_root"))
        firsts.append(nonce)
        epochs[-1] = [(seed, roll) for roll in epochs[-1]]
        epochs.append([])
    for p in e["data"]["proofs"] if e["type"] == "campaign.roll_proven" else []:
        proofs[p["nonce"]] = p
    for roll in e["data"].get("rolls", []):
        bad += roll["source"] != "verifiable" or roll["nonce"] != nonce
        nonce, epochs[-1] = nonce + 1, epochs[-1] + [roll]
for seed, roll in (pair for epoch in epochs[:-1] for pair in epoch):
    key = secret_of(seed, roll["nonce"]) if per_roll else seed
    bad += per_roll and sha(b"\0", key).hex() != roll["commitment"]
    checked, bad = checked + 1, bad + (faces_of(key, roll) != roll["faces"])
for roll in epochs[-1]:  # not revealed yet: a roll proven alone opens its commitment up to its seed's root
    p = proofs.get(roll["nonce"])
    if p is None:
        continue
    secret, position = bytes.fromhex(p["secret"]), roll["nonce"] - firsts[-1]
    node = sha(b"\0", secret)
    ok = node.hex() == roll["commitment"] and faces_of(secret, roll) == roll["faces"]
    for sibling in map(bytes.fromhex, p["path"]):
        node, position = (sha(b"\1", sibling, node) if position & 1 else sha(b"\1", node, sibling)), position // 2
    ok = ok and position == 0 and node.hex() == roots[-1]
    proven, bad = proven + 1, bad + (not ok)
print(f"{checked} rolls checked, {proven} proven alone, {len(epochs[-1]) - proven} awaiting a reveal, {bad} problems")
sys.exit(1 if bad else 0)
