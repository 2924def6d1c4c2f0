"""A recap is streamed in pieces (server/recap/render.py): joined, the pieces are exactly the whole document,
in each format, however many lines a section holds."""

from __future__ import annotations

from datetime import UTC, datetime

import msgspec

from application.recap.build import BeatLine, Dice, Integrity, Line, Player, Recap, RollLine, Section
from server.recap.render import (
    CHUNK_LINES,
    html_page,
    html_parts,
    json_parts,
    markdown,
    markdown_parts,
    text_bytes,
)


def long_recap(rolls: int) -> Recap:
    when = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)
    return Recap(
        campaign_id="c",
        campaign_name="A <long> campaign",
        ruleset="test-dice",
        ruleset_title="Test dice",
        table_id="t",
        table_name="The | table",
        dice_mode="server",
        opened_at=when.isoformat(),
        closed_at=None,
        viewer="Gwen",
        viewer_role="gm",
        to_version=rolls + 3,
        events=rolls,
        players=[Player(name="Pat", role="player", characters=["Robin"])],
        key_moments=[Line(version=v, time=when, text=f"moment {v}") for v in range(rolls // 3)],
        rolls=[
            RollLine(
                version=v,
                time=when,
                actor="Pat",
                text=f"Robin rolls 3d6 ({v})",
                dice=(Dice(sides=6, faces=(1 + v % 6, 2, 3)),),
                visibility="public",
                hidden=v % 7 == 0,
            )
            for v in range(rolls)
        ],
        sections=[
            Section(
                key="damage",
                title="Damage",
                empty="No damage.",
                table=False,
                lines=[BeatLine(version=v, time=when, text="ouch") for v in range(rolls // 2)],
                columns=[],
                totals=[],
            ),
            Section(
                key="saves",
                title="Saves",
                empty="No saves.",
                table=True,
                lines=[
                    BeatLine(version=v, time=when, text="a save", character="Robin", outcome="made")
                    for v in range(rolls)
                ],
                columns=[],
                totals=[],
            ),
        ],
        faces=[],
        successes={"Robin": rolls},
        action_points=[],
        integrity=Integrity(ok=True, checked=rolls, head_version=rolls + 3, head_hash="ab" * 32),
    )


def test_the_pieces_of_a_long_recap_are_the_whole_document() -> None:
    recap = long_recap(3 * CHUNK_LINES + 7)
    pieces = list(json_parts(recap, items=100))
    assert len(pieces) > 30  # the rolls came 100 at a time
    assert b"".join(pieces) == msgspec.json.encode(recap)
    md = list(markdown_parts(recap))
    assert len(md) > 3 and b"".join(text_bytes(md)) == markdown(recap).encode()
    page = list(html_parts(recap))
    assert len(page) > 3 and b"".join(text_bytes(page)) == html_page(recap).encode()


def test_a_short_recap_is_one_piece_in_each_format() -> None:
    recap = long_recap(5)
    assert list(json_parts(recap)) == [msgspec.json.encode(recap)]
    assert list(markdown_parts(recap)) == [markdown(recap)]
    assert list(html_parts(recap)) == [html_page(recap)]
