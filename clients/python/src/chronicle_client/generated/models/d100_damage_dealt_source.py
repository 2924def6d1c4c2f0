from enum import StrEnum


class D100DamageDealtSource(StrEnum):
    ATTACK = "attack"
    COUNTER_ATTACK = "counter_attack"

    def __str__(self) -> str:
        return str(self.value)
