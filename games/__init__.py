"""The game platform: games, seats, phases, submissions, reports, and the services around them."""
