/// The state a configuration is updated for (UIConfigurationState): a cell's, a button's.
public protocol ConfigurationState {}
