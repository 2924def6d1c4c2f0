from enum import StrEnum


class RrTraitChangedKind(StrEnum):
    ROLE = "role"
    SELF_AWARENESS = "self_awareness"

    def __str__(self) -> str:
        return str(self.value)
