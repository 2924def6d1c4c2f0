from enum import StrEnum


class CampaignAddMemberRequestRole(StrEnum):
    GM = "gm"
    OBSERVER = "observer"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
