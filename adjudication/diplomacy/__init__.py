"""Standard Diplomacy: map data, order parser and the general resolver that variants extend."""
