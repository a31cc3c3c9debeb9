/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 1 "<accc device program>"
static const char __accc_program[] = /* [golden] the .device.cu / .device.cl file */;
static __accrt_kernel __accc_kernel_0_0 = { "__accc_kernel_0_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_1_0 = { "__accc_kernel_1_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_2_0 = { "__accc_kernel_2_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_3_0 = { "__accc_kernel_3_0", __accc_program, 0, 0, 0, 0 };
static __accrt_kernel __accc_kernel_4_0 = { "__accc_kernel_4_0", __accc_program, 0, 0, 0, 0 };
# 0 "gang_worker_vector_edges.c"
# 1 "gang_worker_vector_edges.c"
# 1 "gang_worker_vector_edges.c"





# 7 "gang_worker_vector_edges.c" 2




# 10 "gang_worker_vector_edges.c"
static int a[5][3][77], o1[5][3], o2[5][3], o3[5][3], o4[5][3], o5[5][3];
int main(void){
  for(int i=0;i<5;i++)for(int j=0;j<3;j++)for(int k=0;k<77;k++)a[i][j][k]=(i*5+j*7+k)%13-6;


{ static const __accrt_loc __accc_region_loc = { "gang_worker_vector_edges.c", 14, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 14 "gang_worker_vector_edges.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 14, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o1), sizeof(o1), ACCRT_COPYOUT, 0, "o1", 0, 0, __builtin_object_size((void *)&(o1), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(o1), 0, ACCRT_ARG_DEVICE_PTR, "o1" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_0_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 56, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 14 "gang_worker_vector_edges.c"

{ static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 14, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o1), sizeof(o1), ACCRT_COPYOUT, 0, "o1", 0, 0, __builtin_object_size((void *)&(o1), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o1), 0, ACCRT_ARG_DEVICE_PTR, "o1" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 14 "gang_worker_vector_edges.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for(int i=0;i<5;i++){

    for(int j=0;j<3;j++){
      int s=0;

      for(int k=0;k<77;k++) s+=a[i][j][k];
      o1[i][j]=s;
    }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "gang_worker_vector_edges.c", 25, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 25 "gang_worker_vector_edges.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 25, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o2), sizeof(o2), ACCRT_COPYOUT, 0, "o2", 0, 0, __builtin_object_size((void *)&(o2), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(o2), 0, ACCRT_ARG_DEVICE_PTR, "o2" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_1_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 25 "gang_worker_vector_edges.c"

{ static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 25, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o2), sizeof(o2), ACCRT_COPYOUT, 0, "o2", 0, 0, __builtin_object_size((void *)&(o2), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(o2), 0, ACCRT_ARG_DEVICE_PTR, "o2" }, { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 25 "gang_worker_vector_edges.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for(int i=0;i<5;i++){

    for(int j=0;j<3;j++){
      int s=0;
      o2[i][j]=-1;
      if (j==1) continue;

      for(int k=0;k<77;k++) s+=a[i][j][k]*2;
      o2[i][j]=s;
    }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "gang_worker_vector_edges.c", 38, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 38 "gang_worker_vector_edges.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 38, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o3), sizeof(o3), ACCRT_COPYOUT, 0, "o3", 0, 0, __builtin_object_size((void *)&(o3), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(o3), 0, ACCRT_ARG_DEVICE_PTR, "o3" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_2_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 38 "gang_worker_vector_edges.c"

{ static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 38, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o3), sizeof(o3), ACCRT_COPYOUT, 0, "o3", 0, 0, __builtin_object_size((void *)&(o3), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o3), 0, ACCRT_ARG_DEVICE_PTR, "o3" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 38 "gang_worker_vector_edges.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for(int i=0;i<5;i++){

    for(int j=0;j<3;j++){
      int t[77];

      for(int k=0;k<77;k++) t[k]=a[i][j][k]*3;
      int s=0;
      for(int k=0;k<77;k++) s+=t[k];
      o3[i][j]=s;
    }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }


{ static const __accrt_loc __accc_region_loc = { "gang_worker_vector_edges.c", 51, "main", "kernels" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 51 "gang_worker_vector_edges.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 51, "main", "kernels" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o4), sizeof(o4), ACCRT_COPYOUT, 0, "o4", 0, 0, __builtin_object_size((void *)&(o4), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(o4), 0, ACCRT_ARG_DEVICE_PTR, "o4" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_3_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 51 "gang_worker_vector_edges.c"

{ static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 51, "main", "kernels" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o4), sizeof(o4), ACCRT_COPYOUT, 0, "o4", 0, 0, __builtin_object_size((void *)&(o4), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o4), 0, ACCRT_ARG_DEVICE_PTR, "o4" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 51 "gang_worker_vector_edges.c"

#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for(int i=0;i<5;i++){

    for(int j=0;j<3;j++){
      int s=0;

      for(int k=j;k<77 -j;k++) s+=a[i][j][k];
      o4[i][j]=s;
    }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  for(int i=0;i<5;i++)for(int j=0;j<3;j++) o5[i][j]=i-j;

{ static const __accrt_loc __accc_region_loc = { "gang_worker_vector_edges.c", 63, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 63 "gang_worker_vector_edges.c"

if (__accrt_offload_active()) { static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 63, "main", "parallel loop" };
__accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o5), sizeof(o5), ACCRT_COPY, 0, "o5", 0, 0, __builtin_object_size((void *)&(o5), 0) } }; __accrt_data_begin(&__accc_loc, __accc_data, 2, -2);
 { long __accc_v2 = (long)(0); long __accc_v3 = (long)(1); long __accc_v4 = ((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); long __accc_v5 = (long long)((long)((long long)(5) - (long long)(0)) > 0 ? (long)((long long)(5) - (long long)(0)) : 0); __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR_READ_ONLY, "a" }, { (const void *)(o5), 0, ACCRT_ARG_DEVICE_PTR, "o5" }, { &__accc_v2, sizeof(__accc_v2), ACCRT_ARG_VALUE, "__accc_lo0" }, { &__accc_v3, sizeof(__accc_v3), ACCRT_ARG_VALUE, "__accc_st0" }, { &__accc_v4, sizeof(__accc_v4), ACCRT_ARG_VALUE, "__accc_tc0" }, { &__accc_v5, sizeof(__accc_v5), ACCRT_ARG_VALUE, "__accc_n" } }; __accrt_launch(&__accc_loc, &__accc_kernel_4_0, __accc_v5, (int)(__accc_v5 < 1048576 ? __accc_v5 : 1048576), 128, 0, __accc_args, 6, -2); }
 __accrt_data_end(&__accc_loc, __accc_data, 2, -2);
} else {
# 63 "gang_worker_vector_edges.c"

{ static const __accrt_loc __accc_loc = { "gang_worker_vector_edges.c", 63, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(a), sizeof(a), ACCRT_COPYIN, 0, "a", 0, 0, __builtin_object_size((void *)&(a), 0) }, { (void *)&(o5), sizeof(o5), ACCRT_COPY, 0, "o5", 0, 0, __builtin_object_size((void *)&(o5), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(a), 0, ACCRT_ARG_DEVICE_PTR, "a" }, { (const void *)(o5), 0, ACCRT_ARG_DEVICE_PTR, "o5" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 2, -2); }
# 63 "gang_worker_vector_edges.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
  for(int i=0;i<5;i++){

    for(int j=0;j<3;j++){
      int s=0;

      for(int k=0;k<77;k++) s+=a[i][j][k]*k;
      o5[i][j]+=s;
    }
  } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
  long t=0; for(int i=0;i<5;i++)for(int j=0;j<3;j++) t+= (long)(o1[i][j]*1+o2[i][j]*3+o3[i][j]*7+o4[i][j]*11+o5[i][j]*13)*(i*3 +j+1);
  printf("%d %d %d %d %d %ld\n", o1[4][2], o2[4][2], o3[4][2], o4[4][2], o5[4][2], t);
  return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); __accrt_register_target(6); }
