// What `import ViewTree` gives besides ViewTree's own declarations: the solver's `Priority`, which
// ViewTree's public API names as ``LayoutPriority``, and nothing else of Cassowary. The solver's
// variables, expressions and their global `==`, `<=`, `>=`, `+`, `*` operators stay behind
// `import Cassowary`, so they do not join the overloads of every file that lays out views.
@_exported import struct Cassowary.Priority
