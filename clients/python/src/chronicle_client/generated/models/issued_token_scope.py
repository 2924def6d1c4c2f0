from enum import StrEnum


class IssuedTokenScope(StrEnum):
    MEMBER = "member"
    OBSERVER = "observer"
    OVERLAY = "overlay"
    RECAP = "recap"

    def __str__(self) -> str:
        return str(self.value)
