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

{ static const __accrt_loc __accc_loc = { "cache_impl_nbody.c", 18, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(px), sizeof(px), ACCRT_COPYIN, 0, "px", 0, 0, __builtin_object_size((void *)&(px), 0) }, { (void *)&(py), sizeof(py), ACCRT_COPYIN, 0, "py", 0, 0, __builtin_object_size((void *)&(py), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPYIN, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(ax), sizeof(ax), ACCRT_COPYOUT, 0, "ax", 0, 0, __builtin_object_size((void *)&(ax), 0) }, { (void *)&(ay), sizeof(ay), ACCRT_COPYOUT, 0, "ay", 0, 0, __builtin_object_size((void *)&(ay), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(px), 0, ACCRT_ARG_DEVICE_PTR, "px" }, { (const void *)(py), 0, ACCRT_ARG_DEVICE_PTR, "py" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(ax), 0, ACCRT_ARG_DEVICE_PTR, "ax" }, { (const void *)(ay), 0, ACCRT_ARG_DEVICE_PTR, "ay" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 5, __accc_args, 5, -2); }
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
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
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
