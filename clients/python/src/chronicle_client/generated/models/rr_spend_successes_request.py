from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.accomplish import Accomplish
    from ..models.clear_override_penalty import ClearOverridePenalty
    from ..models.faster import Faster
    from ..models.lower_save import LowerSave
    from ..models.prepare_save import PrepareSave
    from ..models.raise_save import RaiseSave
    from ..models.regain_action_points import RegainActionPoints
    from ..models.repair import Repair
    from ..models.restore import Restore
    from ..models.roll_over import RollOver
    from ..models.special_effect import SpecialEffect


T = TypeVar("T", bound="RrSpendSuccessesRequest")


@_attrs_define
class RrSpendSuccessesRequest:
    """Spend a resolved test's net successes, in order; each spend becomes its own event. The first use is
    buying off a shut-down override penalty, then Accomplish Action; the rest as the player narrates.

    Attributes:
        test_id (str):
        spends (list[Accomplish | ClearOverridePenalty | Faster | LowerSave | PrepareSave | RaiseSave |
            RegainActionPoints | Repair | Restore | RollOver | SpecialEffect]):
    """

    test_id: str
    spends: list[
        Accomplish
        | ClearOverridePenalty
        | Faster
        | LowerSave
        | PrepareSave
        | RaiseSave
        | RegainActionPoints
        | Repair
        | Restore
        | RollOver
        | SpecialEffect
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.accomplish import Accomplish
        from ..models.clear_override_penalty import ClearOverridePenalty
        from ..models.faster import Faster
        from ..models.lower_save import LowerSave
        from ..models.prepare_save import PrepareSave
        from ..models.raise_save import RaiseSave
        from ..models.regain_action_points import RegainActionPoints
        from ..models.repair import Repair
        from ..models.restore import Restore
        from ..models.roll_over import RollOver

        test_id = self.test_id

        spends = []
        for spends_item_data in self.spends:
            spends_item: dict[str, Any]
            if (
                isinstance(spends_item_data, Accomplish)
                or isinstance(spends_item_data, Faster)
                or isinstance(spends_item_data, RollOver)
                or isinstance(spends_item_data, Restore)
                or isinstance(spends_item_data, Repair)
                or isinstance(spends_item_data, ClearOverridePenalty)
                or isinstance(spends_item_data, LowerSave)
                or isinstance(spends_item_data, RaiseSave)
                or isinstance(spends_item_data, PrepareSave)
                or isinstance(spends_item_data, RegainActionPoints)
            ):
                spends_item = spends_item_data.to_dict()
            else:
                spends_item = spends_item_data.to_dict()

            spends.append(spends_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "spends": spends,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.accomplish import Accomplish
        from ..models.clear_override_penalty import ClearOverridePenalty
        from ..models.faster import Faster
        from ..models.lower_save import LowerSave
        from ..models.prepare_save import PrepareSave
        from ..models.raise_save import RaiseSave
        from ..models.regain_action_points import RegainActionPoints
        from ..models.repair import Repair
        from ..models.restore import Restore
        from ..models.roll_over import RollOver
        from ..models.special_effect import SpecialEffect

        d = dict(src_dict)
        test_id = d.pop("test_id")

        spends = []
        _spends = d.pop("spends")
        for spends_item_data in _spends:

            def _parse_spends_item(
                data: object,
            ) -> (
                Accomplish
                | ClearOverridePenalty
                | Faster
                | LowerSave
                | PrepareSave
                | RaiseSave
                | RegainActionPoints
                | Repair
                | Restore
                | RollOver
                | SpecialEffect
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_0 = Accomplish.from_dict(data)

                    return spends_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_1 = Faster.from_dict(data)

                    return spends_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_2 = RollOver.from_dict(data)

                    return spends_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_3 = Restore.from_dict(data)

                    return spends_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_4 = Repair.from_dict(data)

                    return spends_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_5 = ClearOverridePenalty.from_dict(data)

                    return spends_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_6 = LowerSave.from_dict(data)

                    return spends_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_7 = RaiseSave.from_dict(data)

                    return spends_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_8 = PrepareSave.from_dict(data)

                    return spends_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    spends_item_type_9 = RegainActionPoints.from_dict(data)

                    return spends_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                spends_item_type_10 = SpecialEffect.from_dict(data)

                return spends_item_type_10

            spends_item = _parse_spends_item(spends_item_data)

            spends.append(spends_item)

        rr_spend_successes_request = cls(
            test_id=test_id,
            spends=spends,
        )

        rr_spend_successes_request.additional_properties = d
        return rr_spend_successes_request

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
