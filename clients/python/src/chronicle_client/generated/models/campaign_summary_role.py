from enum import StrEnum


class CampaignSummaryRole(StrEnum):
    GM = "gm"
    OBSERVER = "observer"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
