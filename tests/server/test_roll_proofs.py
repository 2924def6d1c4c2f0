"""Per-roll proofs over HTTP: a blind roll proven mid-session when the GM reveals it, a public one proven by
the GM's `campaign.prove_roll`, both checked by the fairness report and the stranger's script without the
seed; a player can neither prove a roll nor see a proof of one still hidden from them; a face changed in the
database fails its proof; nothing a proof publishes opens the next roll."""

from __future__ import annotations

import hashlib
import io
import json
from typing import Any

from domain.dice import verifiable_faces
from domain.roll_proofs import leaf, roll_secret
from server.cli import audit as audit_cli
from server.config import Settings
from tests.server.api import Campaign, Member, create_campaign, problem
from tests.server.audit_support import PlayedTable, own_server, tamper
from tests.server.test_fairness import _run_script


async def _table(api: Any) -> tuple[Campaign, Member, str, str]:
    c = await create_campaign(api, name="Proofs")
    ann = await c.add_member("Ann")
    char = (await c.ok("td.create_character", {"name": "Robin"}, ann))["events"][0]["data"]["character_id"]
    opened = await c.ok("campaign.open_table", {"name": "Night one", "dice_mode": "verifiable"})
    data = opened["events"][0]["data"]
    assert len(data["roll_root"]) == 64 and data["roll_capacity"] == 1024
    return c, ann, char, data["table_id"]


def _of(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


async def test_a_blind_roll_is_proven_mid_session_without_the_seed(api: Any, database_url: str) -> None:
    c, ann, char, table = await _table(api)
    seen: list[str] = []  # every response body, to search for secrets afterwards
    blind = await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 6, "visibility": "blind"}, ann)
    public = await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 4, "client_seed": "x"}, ann)
    seen += [json.dumps(blind), json.dumps(public)]
    blind_version, public_version = blind["version"], public["version"]

    # a player proves nothing, and sees no proof of the blind roll while it is hidden from them
    problem(await c.command("campaign.prove_roll", {"version": public_version}, ann), 403, "gm_only")
    problem(await c.command("campaign.prove_roll", {"version": blind_version}), 422, "roll_hidden")
    problem(await c.command("campaign.prove_roll", {"version": 10_000}), 404, "roll_not_found")
    before = await c.events(ann)
    assert not _of(before, "campaign.roll_proven") and _of(before, "roll.hidden")

    # the GM reveals the blind roll: the reveal proves it, for everyone to check
    revealed = await c.ok("campaign.reveal_roll", {"version": blind_version})
    assert [e["type"] for e in revealed["events"]] == ["campaign.roll_revealed", "campaign.roll_proven"]
    seen.append(json.dumps(revealed))
    (proven,) = _of(await c.events(ann), "campaign.roll_proven")
    (proof,) = proven["data"]["proofs"]
    assert proven["data"]["version"] == blind_version and proof["nonce"] == 0
    (roll,) = next(e for e in await c.events(ann) if e["version"] == blind_version)["data"]["rolls"]
    secret = bytes.fromhex(proof["secret"])
    assert leaf(secret).hex() == roll["commitment"]
    assert list(verifiable_faces(secret, table, 0, None, 6, 6)) == roll["faces"]

    played = PlayedTable(c, ann, char, table, [blind_version, public_version])
    assert await _run_script(str(api.base_url).rstrip("/"), played, ann.token) == (
        0,
        "0 rolls checked, 1 proven alone, 1 awaiting a reveal, 0 problems\n",
    )
    report = (await api.get(f"{c.base}/tables/{table}/fairness", headers=ann.headers)).json()
    assert report["ok"] and report["per_roll"] and (report["rolls_proven"], report["rolls_pending"]) == (1, 1)
    assert [r["proven"] for r in report["rolls"]] == [True, False]

    # the GM proves the public roll alone; proving it twice is refused
    again = await c.ok("campaign.prove_roll", {"version": public_version})
    seen.append(json.dumps(again))
    problem(await c.command("campaign.prove_roll", {"version": public_version}), 422, "roll_already_proven")
    assert await _run_script(str(api.base_url).rstrip("/"), played, ann.token) == (
        0,
        "0 rolls checked, 2 proven alone, 0 awaiting a reveal, 0 problems\n",
    )

    out = io.StringIO()
    assert (
        await audit_cli.verify_dice(database_url, c.id, table, rulesets=api.app.state.services.rulesets, out=out) == 0
    )
    assert out.getvalue() == (
        f"table {table}: fair — 0 roll(s) recomputed from 0 revealed seed(s), 0 waiting for their seed's reveal, "
        "2 proven alone\n"
    )

    # the next roll: nothing the two proofs published opens its commitment or gives its faces
    nxt = await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 10}, ann)
    (next_roll,) = nxt["events"][0]["data"]["rolls"]
    published = [
        bytes.fromhex(p["secret"])
        for e in _of(await c.events(ann), "campaign.roll_proven")
        for p in e["data"]["proofs"]
    ]
    paths = [
        bytes.fromhex(s)
        for e in _of(await c.events(ann), "campaign.roll_proven")
        for p in e["data"]["proofs"]
        for s in p["path"]
    ]
    for d in [
        *published,
        *paths,
        *(hashlib.sha256(s).digest() for s in published),
        *(roll_secret(s, table, 2) for s in published),
    ]:
        assert leaf(d).hex() != next_roll["commitment"]
        assert list(verifiable_faces(d, table, 2, None, 10, 6)) != next_roll["faces"]

    # the seed appears in no response before the close; it then proves every roll, and the root
    closed = await c.ok("campaign.close_table", {"table_id": table})
    seed = closed["events"][0]["data"]["seed"]
    assert all(seed not in text for text in seen)
    assert all(roll_secret(bytes.fromhex(seed), table, 2).hex() not in text for text in seen)
    assert await _run_script(str(api.base_url).rstrip("/"), played, ann.token) == (
        0,
        "3 rolls checked, 0 proven alone, 0 awaiting a reveal, 0 problems\n",
    )
    report = (await api.get(f"{c.base}/tables/{table}/fairness", headers=ann.headers)).json()
    assert report["ok"] and report["rolls_checked"] == 3, report


async def test_a_changed_face_fails_the_roll_proof(server_url: str, api_settings: Settings) -> None:
    async with own_server(server_url, api_settings) as own:
        c, ann, char, table = await _table(own.client)
        rolled = await c.ok("td.roll", {"table_id": table, "character_id": char, "count": 5, "visibility": "gm"}, ann)
        version = rolled["version"]
        await c.ok("campaign.reveal_roll", {"version": version})
        row = rolled["events"][0]
        faces = row["data"]["rolls"][0]["faces"]
        changed = [faces[0] % 6 + 1, *faces[1:]]
        forged = json.dumps({**row["data"], "rolls": [{**row["data"]["rolls"][0], "faces": changed}]})
        await tamper(
            own.database_url,
            (
                "UPDATE events SET data = $1::json WHERE stream = $2 AND version = $3",
                forged,
                f"campaign-{c.id}",
                version,
            ),
        )
        report = (await own.client.get(f"{c.base}/tables/{table}/fairness", headers=ann.headers)).json()
        assert not report["ok"]
        assert report["problems"] == [
            f"version {version} roll 0: per-roll proof: faces differ from the ones the roll's secret gives"
        ]
        (bad,) = report["rolls"]
        assert (bad["recorded"], bad["expected"]) == (changed, faces)
        played = PlayedTable(c, ann, char, table, [version])
        code, output = await _run_script(own.base_url, played, ann.token)
        assert code == 1 and output == "0 rolls checked, 1 proven alone, 0 awaiting a reveal, 1 problems\n", output
