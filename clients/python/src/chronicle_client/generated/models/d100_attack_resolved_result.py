from enum import StrEnum


class D100AttackResolvedResult(StrEnum):
    COUNTER_ATTACK = "counter_attack"
    HIT = "hit"
    MISS = "miss"

    def __str__(self) -> str:
        return str(self.value)
