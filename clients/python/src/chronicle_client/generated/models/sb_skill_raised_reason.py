from enum import StrEnum


class SbSkillRaisedReason(StrEnum):
    ADVENTURE = "adventure"
    TEACHER = "teacher"

    def __str__(self) -> str:
        return str(self.value)
