"""Web pages. One module per area; every view is thin: it checks the form's shape, makes one call
into ``games.services`` or ``games.selectors`` and renders the answer."""
