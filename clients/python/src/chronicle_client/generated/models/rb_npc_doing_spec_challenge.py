from enum import StrEnum


class RbNpcDoingSpecChallenge(StrEnum):
    EPIC = "epic"
    PERILOUS = "perilous"

    def __str__(self) -> str:
        return str(self.value)
