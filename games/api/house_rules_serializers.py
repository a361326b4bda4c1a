"""The house rules' API input (``games.gm_actions``, "house-rules"); the answer is the game,
whose ``house_rules`` carries the Markdown source."""

from __future__ import annotations

from rest_framework import serializers

from games.api.serializers import ReasonSerializer


class HouseRulesSerializer(ReasonSerializer):
    # No max_length here: the service's limit and its message are the one answer (400).
    house_rules = serializers.CharField(
        allow_blank=True, trim_whitespace=False,
        help_text="Markdown (CommonMark, no raw HTML, no images), at most 20,000 "
                  "characters; \"\" removes the rules. After the start the change is "
                  "logged and announced to every player.")
