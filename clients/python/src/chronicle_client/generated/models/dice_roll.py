from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.dice_roll_source import DiceRollSource
from ..types import UNSET, Unset

T = TypeVar("T", bound="DiceRoll")


@_attrs_define
class DiceRoll:
    """
    Attributes:
        sides (int):
        faces (list[int]):
        source (DiceRollSource):
        nonce (int | None | Unset):
        client_seed (None | str | Unset):
        commitment (None | str | Unset):
    """

    sides: int
    faces: list[int]
    source: DiceRollSource
    nonce: int | None | Unset = UNSET
    client_seed: None | str | Unset = UNSET
    commitment: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sides = self.sides

        faces = self.faces

        source = self.source.value

        nonce: int | None | Unset
        if isinstance(self.nonce, Unset):
            nonce = UNSET
        else:
            nonce = self.nonce

        client_seed: None | str | Unset
        if isinstance(self.client_seed, Unset):
            client_seed = UNSET
        else:
            client_seed = self.client_seed

        commitment: None | str | Unset
        if isinstance(self.commitment, Unset):
            commitment = UNSET
        else:
            commitment = self.commitment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sides": sides,
                "faces": faces,
                "source": source,
            }
        )
        if nonce is not UNSET:
            field_dict["nonce"] = nonce
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if commitment is not UNSET:
            field_dict["commitment"] = commitment

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sides = d.pop("sides")

        faces = cast(list[int], d.pop("faces"))

        source = DiceRollSource(d.pop("source"))

        def _parse_nonce(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        nonce = _parse_nonce(d.pop("nonce", UNSET))

        def _parse_client_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_seed = _parse_client_seed(d.pop("client_seed", UNSET))

        def _parse_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        commitment = _parse_commitment(d.pop("commitment", UNSET))

        dice_roll = cls(
            sides=sides,
            faces=faces,
            source=source,
            nonce=nonce,
            client_seed=client_seed,
            commitment=commitment,
        )

        dice_roll.additional_properties = d
        return dice_roll

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
