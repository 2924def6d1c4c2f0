from enum import StrEnum


class D100ConflictStartedDreamStatesAdditionalProperty(StrEnum):
    ASLEEP = "asleep"
    AWAKE = "awake"

    def __str__(self) -> str:
        return str(self.value)
