// A small kernel used as the bundled example: `nvcc -ptx -arch=sm_80 saxpy.cu -o saxpy.ptx`.
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}
