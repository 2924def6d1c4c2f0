from enum import StrEnum


class IntegrityOutProblem(StrEnum):
    ALTERED = "altered"
    DELETED = "deleted"
    INSERTED = "inserted"
    REWRITTEN = "rewritten"
    TRUNCATED = "truncated"

    def __str__(self) -> str:
        return str(self.value)
