"""The board map: geometry data, palette, unit icons and the SVG/PNG renderer.

Nothing in this package imports Django; the web side calls :func:`render.render_svg` with a
JSON-shaped board already reduced to what the viewer may see (:func:`visibility.visible_to`).
"""
