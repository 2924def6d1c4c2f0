from enum import StrEnum


class SubjectLuckKind(StrEnum):
    CAMPAIGN = "campaign"
    CHARACTER = "character"
    MEMBER = "member"

    def __str__(self) -> str:
        return str(self.value)
