"""Recompute a Chronicle campaign's luck ledger from its export, without Chronicle: stdlib only, see "The luck
ledger" in docs/audit.md. Usage: python3 luck_ledger.py EXPORT.ndjson [--json]   (`chronicle export` or
GET /campaigns/{id}/export; "-" reads stdin). For each member (roller) and character, per die size: the count of
each face, Pearson's chi-squared statistic against a fair die and its p-value — `proven` from server dice and
from verifiable dice re-derived from their revealed seeds, `physical` (typed in, unproven) apart."""

import hashlib, hmac, json, math, sys  # noqa: E401, I001 (one line: a script to read at a glance)


def upper_gamma_q(a, x):  # Q(a, x) = Γ(a, x) / Γ(a): a power series below a + 1, a continued fraction above
    if x <= 0:
        return 1.0
    prefix = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:
        term = total = 1 / a
        n = a
        while abs(term) >= abs(total) * 1e-15:
            n += 1
            term *= x / n
            total += term
        return max(0.0, 1 - total * math.exp(prefix))
    b, c, d = x + 1 - a, 1e300, 1 / (x + 1 - a)
    h, i = d, 0
    while True:  # Lentz's method
        i += 1
        an, b = -i * (i - a), b + 2
        d = 1 / (an * d + b or 1e-300)
        c = b + an / c or 1e-300
        h *= d * c
        if abs(d * c - 1) < 1e-15 or i > 10_000:
            return min(1.0, math.exp(prefix) * h)


def verifiable_faces(seed, table, roll, per_roll):  # HMAC-SHA256 blocks; bytes >= 256 - 256 % sides are rejected
    if per_roll:  # a table with per-roll commitments keys each roll with its own secret, derived from the seed
        seed = hmac.digest(seed, f"roll:{table}:{roll['nonce']}".encode(), "sha256")
        if hashlib.sha256(b"\0" + seed).hexdigest() != roll["commitment"]:
            return None
    faces, k, sides = [], 0, roll["sides"]
    while len(faces) < len(roll["faces"]):
        msg = f"{table}:{roll['nonce']}:{roll['client_seed'] or ''}:{k}".encode()
        faces += [b % sides + 1 for b in hmac.new(seed, msg, hashlib.sha256).digest() if b < 256 - 256 % sides]
        k += 1
    return faces[: len(roll["faces"])]


def ledger(lines):
    tables, rolls = {}, []  # per table: commitments, revealed seeds (None when not the committed one), nonce due
    for line in lines:
        e = json.loads(line)
        if "format" in e or not e["stream"].startswith("campaign-"):
            continue
        data, table = e["data"], e["data"].get("table_id")
        if e["type"] == "campaign.table_opened":
            tables[table] = {"commits": [data.get("seed_commitment")], "seeds": [], "nonce": 0}
            tables[table]["per_roll"] = bool(data.get("roll_root"))
        elif e["type"] == "campaign.seed_revealed":
            t = tables[table]
            seed = bytes.fromhex(data["seed"])
            t["seeds"].append(seed if hashlib.sha256(seed).hexdigest() == t["commits"][len(t["seeds"])] else None)
            t["commits"].append(data["next_commitment"])
        for roll in data.get("rolls") or []:
            t, ok = tables[table], True
            if roll["source"] == "verifiable":  # nonces run 0, 1, 2, ... at each table
                ok, t["nonce"] = roll["nonce"] == t["nonce"], roll["nonce"] + 1
            rolls.append((data, roll, len(t["seeds"]), ok))
    subjects, missing = {}, {"awaiting_reveal": 0, "failing": 0, "unproven": 0}
    for data, roll, epoch, ok in rolls:
        seeds, part = tables[data["table_id"]]["seeds"], roll["source"]
        if part == "verifiable" and epoch >= len(seeds):
            part = "awaiting_reveal"
        elif part == "verifiable":
            seed = seeds[epoch]
            good = (
                ok
                and seed is not None
                and verifiable_faces(seed, data["table_id"], roll, tables[data["table_id"]]["per_roll"])
                == roll["faces"]
            )
            part = "proven" if good else "failing"
        part = {"server": "proven", "physical": "physical"}.get(part, part)
        if not all(1 <= face <= roll["sides"] for face in roll["faces"]):
            part = "unproven"  # faces no die of that size shows
        names = [("campaign", "campaign"), ("member", data["roller_id"])]
        if isinstance(data.get("character_id"), str):
            names.append(("character", data["character_id"]))
        for name in names:
            if part in ("proven", "physical"):
                counts = (
                    subjects.setdefault(name, {}).setdefault(part, {}).setdefault(roll["sides"], [0] * roll["sides"])
                )
                for face in roll["faces"]:
                    counts[face - 1] += 1
            elif name == ("campaign", "campaign"):
                missing[part if part in missing else "unproven"] += 1
    out = {"missing": missing, "subjects": []}
    for (kind, id_), parts in subjects.items():
        for part, dice in parts.items():
            for sides, counts in sorted(dice.items()):
                n, expected = sum(counts), sum(counts) / sides
                chi2 = sum((c - expected) ** 2 for c in counts) / expected
                p = upper_gamma_q((sides - 1) / 2, chi2 / 2)
                row = {"kind": kind, "id": id_, "part": part, "sides": sides, "dice": n, "counts": counts}
                out["subjects"].append({**row, "chi_squared": chi2, "p_value": p, "enough": expected >= 5})
    return out


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") if sys.argv[1] != "-" else sys.stdin as f:
        result = ledger(f)
    if "--json" in sys.argv:
        print(json.dumps(result))
    else:
        for s in result["subjects"]:
            faces = " ".join(map(str, s["counts"]))
            mark = "" if s["enough"] else "  (too few dice to test)"
            print(
                f"{s['kind']} {s['id']} {s['part']} d{s['sides']}: {s['dice']} dice [{faces}] "
                f"chi2 {s['chi_squared']:.2f} ({s['sides'] - 1} df) p = {s['p_value']:.4g}{mark}"
            )
        print("left out: " + ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in result["missing"].items()))
