/**
 * The password-hash cost the tests' local runtimes run at: scrypt with N = 2^14 (16 MB, about 70 ms
 * here) instead of the architecture's 2^17 (128 MB, about 570 ms), which made signing up the run's
 * thousands of accounts the larger part of its time. Same code, same stored shape; a Lambda ignores
 * it (functions/lib/auth/password-hash.ts). The sign-in timing test calibrates against this cost.
 */
export const testHashLog2N = 14;

export const testHashCostEnv = { PASSWORD_HASH_TEST_LOG2_N: String(testHashLog2N) };
