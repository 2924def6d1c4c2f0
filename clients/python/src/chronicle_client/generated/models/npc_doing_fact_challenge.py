from enum import StrEnum


class NpcDoingFactChallenge(StrEnum):
    EPIC = "epic"
    PERILOUS = "perilous"

    def __str__(self) -> str:
        return str(self.value)
