/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "cache_impl_nbody.c"
# 1 "cache_impl_nbody.c"
# 1 "cache_impl_nbody.c"



# 5 "cache_impl_nbody.c" 2
# 6 "cache_impl_nbody.c" 2





# 10 "cache_impl_nbody.c"
int main(void)
{
    static float px[480], py[480], m[480], ax[480], ay[480];
    for (int i = 0; i < 480; i++) {
        px[i] = (float)((i * 37) % 101) * 0.1f;
        py[i] = (float)((i * 53) % 97) * 0.1f;
        m[i] = 1.0f + (float)(i % 3);
    }

{ static const __accrt_loc __accc_region_loc = { "cache_impl_nbody.c", 18, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 18 "cache_impl_nbody.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 480; i++) {
        float fx = 0.0f, fy = 0.0f;
        float xi = px[i], yi = py[i];
        for (int t = 0; t < 480; t += 32) {

            {
                for (int k = 0; k < 32; k++) {
                    float dx = px[t + k] - xi, dy = py[t + k] - yi;
                    float r2 = dx * dx + dy * dy + 0.01f;
                    float inv = m[t + k] / (r2 * sqrtf(r2));
                    fx += dx * inv;
                    fy += dy * inv;
                }
            }
        }
        ax[i] = fx;
        ay[i] = fy;
    } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
    double sx = 0.0, sy = 0.0;
    for (int i = 0; i < 480; i++) {
        sx += fabs(ax[i]);
        sy += fabs(ay[i]);
    }
    printf("nbody: sx=%.2f sy=%.2f\n", sx, sy);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
