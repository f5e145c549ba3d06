import Inertia

// MARK: Search

/// UIKit's name for ``Inertia/SearchController``.
public typealias UISearchController = SearchController
/// UIKit's name for ``Inertia/SearchBar``.
public typealias UISearchBar = SearchBar
/// UIKit's name for ``Inertia/SearchTextField``.
public typealias UISearchTextField = SearchTextField
/// UIKit's name for ``Inertia/SearchBarDelegate`` (same requirement spellings).
public typealias UISearchBarDelegate = SearchBarDelegate
/// UIKit's name for ``Inertia/SearchResultsUpdating`` (same requirement spellings).
public typealias UISearchResultsUpdating = SearchResultsUpdating
/// UIKit's name for ``Inertia/SearchControllerDelegate`` (same requirement spellings).
public typealias UISearchControllerDelegate = SearchControllerDelegate
