from django.db import models


class PageStamp(models.Model):
    """A game's change stamp (issue 26): a number the database raises in the same transaction
    as every write to a row a game's pages show (triggers installed by ``games.stamps``).
    The page and map caches key their entries by it, so a change makes them unreachable.

    Its own table, not a column of Game: ``Game.save()`` writes every column and would put
    back the number it read, giving an older state's number to a newer state."""

    game = models.OneToOneField("games.Game", on_delete=models.CASCADE, primary_key=True,
                                related_name="page_stamp")
    value = models.BigIntegerField(default=1)

    def __str__(self) -> str:
        return f"{self.game_id}: {self.value}"
