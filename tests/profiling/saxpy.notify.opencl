enter data region (data) file=saxpy.c function=main line=14 device=opencl:0
create OpenCL data file=saxpy.c function=main line=14 device=opencl:0 variable=x[0:n] bytes=16384
upload OpenCL data file=saxpy.c function=main line=14 device=opencl:0 variable=x[0:n] bytes=16384 queue=sync
create OpenCL data file=saxpy.c function=main line=14 device=opencl:0 variable=y[0:n] bytes=16384
upload OpenCL data file=saxpy.c function=main line=14 device=opencl:0 variable=y[0:n] bytes=16384 queue=sync
enter compute region (parallel loop) file=saxpy.c function=main line=17 device=opencl:0
launch OpenCL kernel file=saxpy.c function=main line=17 device=opencl:0 kernel=__accc_kernel_0_0 grid=# block=128 shared=0 queue=sync
exit compute region (parallel loop) file=saxpy.c function=main line=17 device=opencl:0
enter compute region (parallel loop) file=saxpy.c function=main line=17 device=opencl:0
launch OpenCL kernel file=saxpy.c function=main line=17 device=opencl:0 kernel=__accc_kernel_0_0 grid=# block=128 shared=0 queue=sync
exit compute region (parallel loop) file=saxpy.c function=main line=17 device=opencl:0
enter compute region (parallel loop) file=saxpy.c function=main line=17 device=opencl:0
launch OpenCL kernel file=saxpy.c function=main line=17 device=opencl:0 kernel=__accc_kernel_0_0 grid=# block=128 shared=0 queue=sync
exit compute region (parallel loop) file=saxpy.c function=main line=17 device=opencl:0
upload OpenCL data file=saxpy.c function=main line=21 device=opencl:0 variable=x[0:n] bytes=16384 queue=async(1)
wait file=saxpy.c function=main line=22 device=opencl:0 queue=async(1)
download OpenCL data file=saxpy.c function=main line=23 device=opencl:0 variable=y[0:n] bytes=16384 queue=sync
download OpenCL data file=saxpy.c function=main line=14 device=opencl:0 variable=y[0:n] bytes=16384 queue=sync
delete OpenCL data file=saxpy.c function=main line=14 device=opencl:0 variable=y[0:n] bytes=16384
delete OpenCL data file=saxpy.c function=main line=14 device=opencl:0 variable=x[0:n] bytes=16384
exit data region (data) file=saxpy.c function=main line=14 device=opencl:0
enter compute region (parallel loop) file=saxpy.c function=main line=26 device=opencl:0
create OpenCL data file=saxpy.c function=main line=26 device=opencl:0 variable=y[0:n] bytes=16384
upload OpenCL data file=saxpy.c function=main line=26 device=opencl:0 variable=y[0:n] bytes=16384 queue=sync
create OpenCL data file=saxpy.c function=main line=26 device=opencl:0 variable=s bytes=8
upload OpenCL data file=saxpy.c function=main line=26 device=opencl:0 variable=s bytes=8 queue=sync
launch OpenCL kernel file=saxpy.c function=main line=26 device=opencl:0 kernel=__accc_kernel_1_0 grid=# block=128 shared=0 queue=sync
download OpenCL data file=saxpy.c function=main line=26 device=opencl:0 variable=s bytes=8 queue=sync
delete OpenCL data file=saxpy.c function=main line=26 device=opencl:0 variable=s bytes=8
delete OpenCL data file=saxpy.c function=main line=26 device=opencl:0 variable=y[0:n] bytes=16384
exit compute region (parallel loop) file=saxpy.c function=main line=26 device=opencl:0
