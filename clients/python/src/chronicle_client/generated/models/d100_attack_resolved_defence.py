from enum import StrEnum


class D100AttackResolvedDefence(StrEnum):
    NONE = "none"
    OPPOSED = "opposed"
    PASSIVE = "passive"

    def __str__(self) -> str:
        return str(self.value)
