@_exported import ViewTree
