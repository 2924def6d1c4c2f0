from enum import StrEnum


class D100StartConflictRequestDreamStatesAdditionalProperty(StrEnum):
    ASLEEP = "asleep"
    AWAKE = "awake"

    def __str__(self) -> str:
        return str(self.value)
