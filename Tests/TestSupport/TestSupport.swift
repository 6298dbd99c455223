// Every test target that imports TestSupport gets the shared seeded generator with it.
@_exported import SeededRandom
