import COlm

extension CryptoError {
    /// libolm's error code (`olm_*_last_error_code`) and text (`olm_*_last_error`) as a
    /// `CryptoError`.
    init(libolm code: OlmErrorCode, text: UnsafePointer<CChar>?) {
        let detail = text.map { String(cString: $0) } ?? "libolm error \(code.rawValue)"
        let reason: Reason = switch code {
        case OLM_BAD_ACCOUNT_KEY: .wrongPickleKey
        case OLM_CORRUPTED_PICKLE, OLM_UNKNOWN_PICKLE_VERSION, OLM_BAD_LEGACY_ACCOUNT_PICKLE, OLM_PICKLE_EXTRA_DATA: .corruptPickle
        case OLM_BAD_MESSAGE_MAC: .badMessageMAC
        case OLM_UNKNOWN_MESSAGE_INDEX: .unknownMessageIndex
        case OLM_BAD_MESSAGE_VERSION, OLM_BAD_MESSAGE_FORMAT, OLM_INVALID_BASE64, OLM_INPUT_BUFFER_TOO_SMALL: .malformedMessage
        case OLM_BAD_MESSAGE_KEY_ID: .unknownOneTimeKey
        case OLM_BAD_SESSION_KEY: .badKey
        case OLM_BAD_SIGNATURE: .badSignature
        default: .other
        }
        self.init(reason, detail: detail)
    }
}
