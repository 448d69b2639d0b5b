export {
  cancelLockedUpcoming,
  clinicMoment,
  paidAmong,
  refundUpcoming,
} from './cancel-upcoming.js';
export { usersRepository } from './repository.js';
export { type UsersService } from './service.js';
