import { setPasswordHashParams, TEST_PASSWORD_HASH_PARAMS } from '../modules/auth/password-hash.ts'

// Every test file signs users up: hash their passwords cheaply. password-hash.test.ts checks the real cost.
setPasswordHashParams(TEST_PASSWORD_HASH_PARAMS)
