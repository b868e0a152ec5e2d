// What `import StateMachines` gives besides the scenes: all of ViewTree, because the scenes' public
// API is made of its types (windows, views, cells, clocks, geometry, dumps), as app code imports
// UIKit with its own module. Through ViewTree that includes Cassowary's `Priority` and nothing
// else of the solver (see ViewTree.swift).
@_exported import ViewTree
