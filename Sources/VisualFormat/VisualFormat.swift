// Placeholder until the VFL parser lands (issue 3).
/// The visual format language of Auto Layout.
public enum VisualFormat {}
