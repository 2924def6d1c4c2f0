from enum import StrEnum


class RRSheetCoreSocial(StrEnum):
    COMMON = "common"
    GENTEEL = "genteel"

    def __str__(self) -> str:
        return str(self.value)
