"""A free-form roll as it is kept in its event: a tree with every die it rolled.

The tree mirrors the expression: numbers, dice, sets, groups in parentheses, unary and binary operations.
Each node carries its `value` and whether it was `kept` (a node dropped by `k`/`p` counts as 0). A dice
node holds every `Die` it rolled, and each die every `Face` it showed: a rerolled face stays with
`rerolled`, a face that made another die roll has `exploded` (the new die follows with
`from_explosion`), a face raised or lowered by `mi`/`ma` keeps what it showed and says what it was `set_to`.
`roll` is the index, in the event's `rolls`, of the roll the face came from, so a verifiable table's proof
of each roll covers every face in the tree, rerolls and explosions included.

`upcast_rolled_v1` turns a `campaign.rolled` event of schema version 1 (a flat list of signed terms) into
this shape, so the events of older campaigns read as new ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

Value = int | float
"""A node's value: an integer, unless `/` or a decimal number made it fractional. Declared `float` in the
structs (JSON's number), so the API document gives it one type; an integer is written as one."""


class Face(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One face a die showed."""

    face: int
    roll: int
    rerolled: bool = False
    exploded: bool = False
    set_to: int | None = None


class Die(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One die: every face it showed (the last one counts), dropped or kept, counted as a success/failure."""

    faces: tuple[Face, ...]
    kept: bool = True
    from_explosion: bool = False
    success: bool = False
    failure: bool = False


class NumberNode(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind", tag="number"):
    value: float
    kept: bool = True
    annotation: str | None = None


class DiceNode(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind", tag="dice"):
    """`count` dice of `sides` sides with their operators (`ops`, e.g. `kh3`, `e6`, `s>7f1`); `value` is the
    sum of the kept dice, or with `s`/`f` the successes minus the failures among them. `percentile`: d20's
    `d%`, d10s whose face f counts as (f - 1) × 10 (0, 10, … 90)."""

    count: int
    sides: int
    percentile: bool = False
    ops: str = ""
    dice: tuple[Die, ...] = ()
    value: float
    kept: bool = True
    annotation: str | None = None


class SetNode(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind", tag="set"):
    """`(a, b, …)`: the sum of its kept items (`k`/`p` after it keep or drop items)."""

    items: tuple[RolledNode, ...]
    ops: str = ""
    value: float
    kept: bool = True
    annotation: str | None = None


class GroupNode(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind", tag="group"):
    """`(expression)`; operators after it (`(4d6)kh3`) act on what the expression is made of."""

    inner: RolledNode
    ops: str = ""
    value: float
    kept: bool = True
    annotation: str | None = None


class UnaryNode(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind", tag="unary"):
    op: str
    operand: RolledNode
    value: float
    kept: bool = True


class BinaryNode(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind", tag="binary"):
    """`left op right`: `+ - * / // %`, or a comparison `== != < > <= >=` worth 1 when true, else 0."""

    op: str
    left: RolledNode
    right: RolledNode
    value: float
    kept: bool = True


RolledNode = NumberNode | DiceNode | SetNode | GroupNode | UnaryNode | BinaryNode


def faces(node: RolledNode) -> list[Face]:
    """Every face in the tree, left to right (for one roll index, in the order that roll drew them)."""
    out: list[Face] = []
    _collect(node, out)
    return out


def _collect(node: RolledNode, out: list[Face]) -> None:
    if isinstance(node, DiceNode):
        for die in node.dice:
            out.extend(die.faces)
    elif isinstance(node, SetNode):
        for item in node.items:
            _collect(item, out)
    elif isinstance(node, GroupNode):
        _collect(node.inner, out)
    elif isinstance(node, UnaryNode):
        _collect(node.operand, out)
    elif isinstance(node, BinaryNode):
        _collect(node.left, out)
        _collect(node.right, out)


def matches_rolls(node: RolledNode, rolls: Sequence[Sequence[int]]) -> bool:
    """Whether the tree's faces are exactly the faces of `rolls`: for each roll, the faces naming it, left to
    right, are that roll's faces in order (so a proof of the rolls is a proof of every die in the tree)."""
    drawn: list[list[int]] = [[] for _ in rolls]
    for face in faces(node):
        if not 0 <= face.roll < len(rolls):
            return False
        drawn[face.roll].append(face.face)
    return all(tuple(d) == tuple(r) for d, r in zip(drawn, rolls, strict=True))


def upcast_rolled_v1(data: dict[str, Any]) -> dict[str, Any]:
    """A schema-1 `campaign.rolled` (signed terms: each a dice term's faces, kept and dropped, or a constant)
    as schema 2: the same roll as a tree of `+`/`-` operations, `terms` replaced by `result`."""
    terms: list[dict[str, Any]] = data.get("terms", [])
    tree: dict[str, Any] | None = None
    roll_index = 0
    for term in terms:
        node: dict[str, Any]
        if term.get("faces"):
            dropped = list(term.get("dropped", []))
            dice = []
            for face in term["faces"]:
                die: dict[str, Any] = {"faces": [{"face": face, "roll": roll_index}]}
                if face in dropped:
                    dropped.remove(face)
                    die["kept"] = False
                dice.append(die)
            count, _, rest = str(term["term"]).partition("d")  # `4d6kh3`: count, sides, then the keep
            sides = rest[: len(rest) - len(rest.lstrip("0123456789"))]
            node = {
                "kind": "dice",
                "count": int(count or 1),
                "sides": int(sides),
                "ops": rest[len(sides) :],
                "dice": dice,
                "value": sum(term.get("kept", [])),
            }
            roll_index += 1
        else:
            node = {"kind": "number", "value": abs(int(term["value"]))}
        negative = int(term.get("sign", 1)) < 0
        if tree is None:
            tree = {"kind": "unary", "op": "-", "operand": node, "value": -node["value"]} if negative else node
        else:
            op = "-" if negative else "+"
            value = tree["value"] - node["value"] if negative else tree["value"] + node["value"]
            tree = {"kind": "binary", "op": op, "left": tree, "right": node, "value": value}
    out = {k: v for k, v in data.items() if k != "terms"}
    out["result"] = tree if tree is not None else {"kind": "number", "value": 0}
    return out


def describe(node: RolledNode) -> str:
    """The rolled tree in plain words: `4d6kh3 (5, 4, 3, 1 dropped) + 2`; a rerolled face then its
    replacement (`1 rerolled 7`), an exploding face with `!`, a face set by mi/ma (`1 as 2`), counted dice
    marked `success`/`failure`."""
    if isinstance(node, NumberNode):
        text = _number(node.value)
    elif isinstance(node, DiceNode):
        size = "%" if node.percentile else node.sides
        text = f"{node.count}d{size}{node.ops} ({', '.join(_die(d, node.percentile) for d in node.dice)})"
    elif isinstance(node, SetNode):
        text = f"({', '.join(describe(i) for i in node.items)}){node.ops}"
    elif isinstance(node, GroupNode):
        text = f"({describe(node.inner)}){node.ops}"
    elif isinstance(node, UnaryNode):
        text = f"{node.op}{describe(node.operand)}"
    else:
        text = f"{describe(node.left)} {node.op} {describe(node.right)}"
    if not isinstance(node, (UnaryNode, BinaryNode)) and node.annotation:
        text += f" {node.annotation}"
    return text if node.kept else f"{text} dropped"


def _number(value: Value) -> str:
    return str(value) if isinstance(value, int) else f"{value:g}"


def _face(face: Face, percentile: bool) -> str:
    text = str((face.face - 1) * 10 if percentile else face.face) + ("!" if face.exploded else "")
    if face.set_to is not None:
        text += f" as {face.set_to}"
    return text + (" rerolled" if face.rerolled else "")


def _die(die: Die, percentile: bool) -> str:
    text = " ".join(_face(f, percentile) for f in die.faces)
    if die.success:
        text += " success"
    if die.failure:
        text += " failure"
    return text if die.kept else f"{text} dropped"
