"""``manage.py load_demo_<game>`` for the game this module is named after: the demo users
and that game's own demo (``games.management.commands.load_demo.OneGameDemo``), kept for the
docs and scripts that call it by this name."""

from games.management.commands.load_demo import OneGameDemo


class Command(OneGameDemo):
    game = __name__.rpartition(".load_demo_")[2]  # the game's key: this module's name says it
