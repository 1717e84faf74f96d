/// What a template is written for: a letter (`draft T3`) or a phone call's script (`call
/// <member> T3`). Each is listed apart (`templates`, `templates call`) and used only for its own.
public enum TemplateKind: String, Sendable, Hashable, CaseIterable {
    case letter
    case call
}
