export { isRoomOpen, type RoomHours } from './room-window.js';
