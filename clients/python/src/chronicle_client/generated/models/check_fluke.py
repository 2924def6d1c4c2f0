from enum import StrEnum


class CheckFluke(StrEnum):
    DISASTER = "disaster"
    FAILURE = "failure"
    LUCKY_TWIST = "lucky_twist"
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
