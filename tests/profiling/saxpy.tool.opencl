tool: registered; lookup(acc_prof_register) found
tool: counts: device_init_start=1 device_init_end=1 runtime_shutdown=1 create=4 delete=4 alloc=4 free=4 enter_data_start=5 enter_data_end=5 exit_data_start=5 exit_data_end=5 update_start=2 update_end=2 compute_construct_start=4 compute_construct_end=4 enqueue_launch_start=4 enqueue_launch_end=4 enqueue_upload_start=5 enqueue_upload_end=5 enqueue_download_start=3 enqueue_download_end=3 wait_start=1 wait_end=1
tool: bad records 0, tool_info returned 4 lost 0
tool: first compute construct: saxpy.c:17 in main(), construct 0, device type 6 number 0
tool: first enter data: saxpy.c:14 construct 3 implicit 0
tool: first create: x[0:n] 16384 bytes at saxpy.c:14, host set, queue -2
tool: first alloc: x[0:n] 16384 bytes at saxpy.c:14, host set, queue -2
tool: first upload: x[0:n] 16384 bytes at saxpy.c:14, host set, queue -2
tool: first download: y[0:n] 16384 bytes at saxpy.c:23, host set, queue -2
tool: first launch: __accc_kernel_0_0 workers 1 vector 128 at saxpy.c:17
