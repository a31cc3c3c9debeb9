enum e : unsigned char { A, B = 3 };
[[nodiscard]] static inline bool positive(_BitInt(12) v) { return v > 0; }
constexpr int K = 4;
void h(int n, float (*m)[n]) {
    auto z = nullptr;
    typeof(m[0][0]) s = 0;
    __accc_pragma_begin acc kernels copy(m[0:n][0:n]) __accc_pragma_end
    for (int i = 0; i < n; i++) { [[fallthrough]]; s += m[i][i]; }
    _Pragma("acc update self(s)")
    static_assert(K == 4);
    (void)z;
}
