from enum import StrEnum


class CampaignMemberRoleChangedRole(StrEnum):
    GM = "gm"
    OBSERVER = "observer"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
